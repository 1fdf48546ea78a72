/**
 * Issue 33: prosemirror-model without the stack trace it formats as it loads. To tell whether it
 * runs on V8 (whose sliced strings can leak, prosemirror#1609), its `v8InternHack` formats the
 * stack of a new Error at load. V8 formats a stack with the source positions of every function on
 * it, and keeps them only for code that has needed them: at load, one of those functions is the
 * top-level code of the file prosemirror-model is bundled into, so V8 parses that whole file a
 * second time. In the portal that file is the letter page's (386 KB): 50 ms of the bench's
 * quarter-speed CPU between its last byte and the editor, 68 against 18 ms from the file's first
 * statement to its last.
 *
 * The builds that bundle it (the portal, the widgets' bundles) intern on every engine instead:
 * the same one property read per sliced string the probe turns on for V8, a lookup that other
 * engines do as cheaply. The probe is blanked out rather than removed, so every other position in
 * the file stays where its source map says.
 */

const proseMirrorModel = /[\\/]node_modules[\\/]prosemirror-model[\\/]dist[\\/]index\.js$/;

/** prosemirror-model 1.25's probe: `stack` says V8, else strings are used as they are. */
const stackProbe =
  /let \{ stack \} = new Error\("\/"\);\s*if \(!stack \|\| !\/\\n\\s\*at\\s\/\.test\(stack\)\)\s*return s => s;/;

/**
 * A Vite or rolldown plugin taking the probe out of prosemirror-model. The build fails when the
 * module no longer has it as written above: an upgrade changed it, and this plugin is to be
 * reviewed (kept for a new form of the probe, or removed if it is gone).
 * @returns {{ name: string, transform(code: string, id: string): { code: string, map: null } | null }}
 */
export function proseMirrorWithoutStackProbe() {
  return {
    name: 'prosemirror-without-stack-probe',
    transform(code, id) {
      if (!proseMirrorModel.test(id.split('?')[0] ?? id)) return null;
      const probe = stackProbe.exec(code);
      if (!probe)
        throw new Error(
          `${id}: prosemirror-model no longer probes the stack as config/proseMirrorStackProbe.mjs expects; review that plugin`,
        );
      const blank = probe[0].replace(/[^\n]/g, ' ');
      // Same lines and columns, so the module's positions need no new source map.
      return {
        code: code.slice(0, probe.index) + blank + code.slice(probe.index + probe[0].length),
        map: null,
      };
    },
  };
}
