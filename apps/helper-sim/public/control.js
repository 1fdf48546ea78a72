// The control page's script, served as a file so the page needs no inline script (strict CSP).
const pedals = ['left', 'center', 'right', 'top'];
// The control token the simulator printed with this page's address (#token=...): the page's own
// reads carry no Origin, so they carry the token instead.
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
const authorization = { Authorization: `Bearer ${token}` };

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authorization },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  render(answer.error ? { error: answer.error } : answer);
}

function button(label, onClick) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

function renderPedals() {
  const container = document.getElementById('pedals');
  for (const pedal of pedals) {
    const row = document.createElement('div');
    row.append(`${pedal}: `);
    for (const action of ['click', 'down', 'up']) {
      row.append(button(`${action} ${pedal}`, () => post('/control/pedal', { pedal, action })));
    }
    container.append(row);
  }
}

function renderMicrophones(microphones) {
  const container = document.getElementById('microphones');
  container.replaceChildren();
  for (const microphone of microphones) {
    const row = document.createElement('div');
    row.append(
      `${microphone.name} (${microphone.plugged ? 'plugged' : 'unplugged'}${microphone.silent ? ', silent' : ''}) `,
    );
    row.append(
      button(microphone.plugged ? 'Unplug' : 'Plug', () =>
        post('/control/microphones', {
          id: microphone.id,
          name: microphone.name,
          isDictationMicrophone: microphone.isDictationMicrophone,
          action: microphone.plugged ? 'unplug' : 'plug',
        }),
      ),
      button(microphone.silent ? 'Speak' : 'Go silent', () =>
        post('/control/silence', { id: microphone.id, silent: !microphone.silent }),
      ),
    );
    if (microphone.isDictationMicrophone && microphone.plugged) {
      for (const name of ['record', 'play', 'stop']) {
        row.append(
          button(`${name} button`, () => post('/control/button', { id: microphone.id, button: name })),
        );
      }
    }
    container.append(row);
  }
}

function render(state) {
  document.getElementById('state').textContent = JSON.stringify(state, null, 2);
  if (state.ports) {
    document.getElementById('ports').textContent =
      `/pedalhub on port ${state.ports.pedal}; /michub and /spmhub on port ${state.ports.microphone}.`;
  }
  if (state.microphones) renderMicrophones(state.microphones);
}

for (const element of document.querySelectorAll('[data-pedal-action]')) {
  element.addEventListener('click', () => post('/control/pedal', { action: element.dataset.pedalAction }));
}
document
  .getElementById('crash')
  .addEventListener('click', () =>
    post('/control/crash', { ms: Number(document.getElementById('crash-ms').value) }),
  );
for (const element of document.querySelectorAll('[data-chunk-fault]')) {
  element.addEventListener('click', () =>
    post('/control/chunks', {
      fault: element.dataset.chunkFault,
      count: Number(document.getElementById('fault-count').value),
    }),
  );
}
// A page asks for a code when the user wants to pair; the user reads it here and types it there.
async function showPairing() {
  const pairing = await fetch('/control/pairing', { headers: authorization }).then((r) => r.json());
  document.getElementById('pairing').textContent = !pairing.enabled
    ? 'Pairing is off: every page of an allowed origin may use the helper.'
    : pairing.code
      ? `${pairing.code.origin || 'A program'} asks to pair. Pairing code: ${pairing.code.code} (until ${new Date(pairing.code.expiresAt).toLocaleTimeString()})`
      : 'No page is asking to pair.';
}
showPairing();
setInterval(showPairing, 2000);
renderPedals();
fetch('/control/state', { headers: authorization })
  .then((response) => response.json())
  .then(render);
