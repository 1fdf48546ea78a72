import type { FootPedalSettings } from './footPedalSettings';
import { playStopModes } from './footPedalSettings';
import type { PedalButton } from './hubContract';
import type { PedalInput } from './pedalInput';
import { createHeldActions, type TapeAction, type TapeListener } from './tapeActions';

const recordingActions: readonly TapeAction[] = ['record', 'playRecord', 'rewindRecord'];

/** The actions bound to a pedal by the settings; record actions only with enableFootpedalRecording. */
export function actionsForPedal(settings: FootPedalSettings, pedal: PedalButton): TapeAction[] {
  const bindings: [TapeAction, number][] = [
    ['playStop', settings.playStopButton],
    ['rewind', settings.rewindButton],
    ['forward', settings.forwardButton],
    ['record', settings.recordButton],
    ['playRecord', settings.playRecordButton],
    ['rewindRecord', settings.rewindRecordButton],
  ];
  return bindings
    .filter(([, button]) => button === pedal)
    .filter(([action]) => settings.enableFootpedalRecording || !recordingActions.includes(action))
    .map(([action]) => action);
}

function isHeld(action: TapeAction, settings: FootPedalSettings): boolean {
  if (action === 'playStop') return settings.playStopMode === playStopModes.hold;
  return action === 'rewind' || action === 'forward';
}

/** Turns pedal input into tape events according to the user's foot pedal settings. */
export function createPedalActionMapper(initialSettings: FootPedalSettings, emit: TapeListener) {
  let settings = initialSettings;
  const held = createHeldActions(emit);
  return {
    handle(input: PedalInput) {
      for (const action of actionsForPedal(settings, input.pedal)) {
        const stopExtra = action === 'playStop' ? { rewindSeconds: settings.rewindOnStop } : {};
        if (isHeld(action, settings)) {
          if (input.type === 'down') held.start(action);
          else if (input.type === 'up') held.stop(action, stopExtra);
        } else if (input.type === 'click') {
          emit({ action, phase: 'toggle', ...stopExtra });
        }
      }
    },
    /** New settings apply from the next input; held actions end so none is left running. */
    setSettings(next: FootPedalSettings) {
      held.stopAll();
      settings = next;
    },
    dispose: () => held.stopAll(),
  };
}
