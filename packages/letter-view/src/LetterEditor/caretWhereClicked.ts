import { Plugin, TextSelection } from 'prosemirror-state';

/**
 * The click that gives the letter the focus leaves the caret where it landed. ProseMirror, 20 ms
 * after the editor takes the focus, writes its own selection back to the page when it has not read
 * the page's since; on a busy computer the click's was not read by then, and the caret went back to
 * where the editor's selection had been: the top of the letter, where the secretary's typing then
 * went (a correction of a results table typed over the letterhead). So, as the click ends, the
 * editor's selection is set where the click put the caret, unless it is there already; a click on
 * an image or another piece the text flows around keeps ProseMirror's own handling.
 */
export function caretWhereClicked(): Plugin {
  let focusingClick = false;
  return new Plugin({
    props: {
      handleDOMEvents: {
        mousedown: (view, event) => {
          // Before the browser moves the focus: a click that does is this one.
          focusingClick = event.button === 0 && !view.hasFocus();
          return false;
        },
      },
      handleClick: (view, pos, event) => {
        const first = focusingClick;
        focusingClick = false;
        if (!first || !view.editable || event.detail > 1) return false;
        if ((event.target as Element | null)?.closest?.('img, [contenteditable="false"]')) return false;
        const { doc, selection } = view.state;
        if (!doc.resolve(pos).parent.inlineContent) return false;
        if (selection.empty && selection.head === pos) return false;
        view.dispatch(view.state.tr.setSelection(TextSelection.create(doc, pos)));
        return true;
      },
    },
  });
}
