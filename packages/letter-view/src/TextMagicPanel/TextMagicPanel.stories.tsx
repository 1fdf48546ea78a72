import { ApiError, type Spell, type SpellApplyPayload } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LetterEditor, type LetterEditorHandle } from '../LetterEditor';
import { editorLabels, textMagicMessages } from '../messages';
import { ownSwrCache, type StoryRead, storyRead } from '../storySupport';
import { TextMagicPanel } from './TextMagicPanel';
import type { TextMagicPanelApi } from './useTextMagic';

/** The spells as the sandbox offers them. */
const storySpells: Spell[] = [
  { id: 1, title: 'Summarise', description: 'A short summary of the letter' },
  { id: 2, title: 'Patient friendly', description: 'Rewrite in plain language for the patient' },
  { id: 3, title: 'Bullet points', description: null },
];

const storyText = 'Dear Colleague,\nThank you for referring this patient.\nYours sincerely,';
const storySummary = 'Referred patient seen.\n\nPlan: review in six weeks.';

interface PanelServerOptions {
  /** How the spells list answers. @default the three spells */
  spells?: StoryRead<Spell[]>;
  /** How apply answers each spell: a text ('' for none), never, or a failure (then the text). */
  apply?: 'hangs' | ((payload: SpellApplyPayload, attempt: number) => string | Error);
}

/** The sandbox's answers: Summarise summarises, Patient friendly finds nothing, Bullet points fails. */
const sandboxApply = (payload: SpellApplyPayload) =>
  payload.spellId === 1 ? storySummary : payload.spellId === 2 ? '' : new Error('Internal Server Error');

/** A fake client for the panel: spells and apply are spies. */
function panelApi(options: PanelServerOptions = {}): TextMagicPanelApi {
  const { spells = { answers: storySpells }, apply = sandboxApply } = options;
  let attempts = 0;
  return {
    textMagic: {
      spells: storyRead(
        spells,
        () =>
          new ApiError(
            { kind: 'http', status: 503, statusText: 'Service Unavailable', body: '' },
            'Service Unavailable',
            'textMagic.spells',
          ),
      ),
      apply: fn(async (payload: SpellApplyPayload) => {
        if (apply === 'hangs') return new Promise<never>(() => {});
        attempts += 1;
        const answer = apply(payload, attempts);
        if (answer instanceof Error)
          throw new ApiError(
            { kind: 'http', status: 500, statusText: answer.message, body: '' },
            answer.message,
            'textMagic.apply',
          );
        return { spellId: payload.spellId, result: answer };
      }),
    },
  };
}

const meta = {
  title: 'LetterView/TextMagicPanel',
  component: TextMagicPanel,
  args: {
    letterId: 4711,
    api: panelApi(),
    getLetterText: () => storyText,
    onInsert: fn(),
    onReplaceSelection: fn(),
    onClose: fn(),
  },
  // The panel as it sits beside the letter: a column of the screen.
  render: (args) => (
    <div style={{ width: '24rem', height: '36rem' }}>
      <TextMagicPanel {...args} />
    </div>
  ),
  decorators: [ownSwrCache],
} satisfies Meta<typeof TextMagicPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const panel = (canvas: Canvas) => canvas.getByRole('region', { name: textMagicMessages.title });
const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });
const tabPanel = (canvas: Canvas) => canvas.getByRole('tabpanel');

async function chooseSpell(canvas: Canvas, title: string) {
  await userEvent.click(await canvas.findByRole('button', { name: title }));
  await waitFor(() => expect(tab(canvas, textMagicMessages.result)).toHaveAttribute('aria-selected', 'true'));
}

/** Menu lists the spells with their descriptions; the tabs are Menu, Transcript and Result. */
export const SpellsList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(panel(canvas)).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((element) => element.textContent);
    expect(tabs).toEqual([textMagicMessages.menu, textMagicMessages.transcript, textMagicMessages.result]);
    expect(tab(canvas, textMagicMessages.menu)).toHaveAttribute('aria-selected', 'true');
    const summarise = await canvas.findByRole('button', { name: 'Summarise' });
    expect(summarise).toHaveAccessibleDescription('A short summary of the letter');
    expect(canvas.getByRole('button', { name: 'Patient friendly' })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Bullet points' })).not.toHaveAttribute('aria-describedby');
    await userEvent.click(canvas.getByRole('button', { name: textMagicMessages.close }));
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const SpellsLoading: Story = {
  args: { api: panelApi({ spells: 'hangs' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('progressbar', { name: textMagicMessages.loadingSpells })).toBeInTheDocument();
  },
};

/** The list fails: the reason and Try again, which reads it again. */
export const SpellsFailed: Story = {
  args: { api: panelApi({ spells: { fails: 1, thenAnswers: storySpells } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent(textMagicMessages.spellsFailed);
    expect(alert).toHaveTextContent('Service Unavailable');
    await userEvent.click(canvas.getByRole('button', { name: textMagicMessages.tryAgain }));
    expect(await canvas.findByRole('button', { name: 'Summarise' })).toBeVisible();
    expect(args.api.textMagic.spells).toHaveBeenCalledTimes(2);
  },
};

/** The tenant offers no spells (the sandbox answers [] without AI processing). */
export const NoSpells: Story = {
  args: { api: panelApi({ spells: { answers: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(textMagicMessages.noSpells)).toBeVisible();
  },
};

/** Transcript shows the letter's text as it is now: what a spell works on. */
export const Transcript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(tab(canvas, textMagicMessages.transcript));
    expect(tabPanel(canvas)).toHaveTextContent('Thank you for referring this patient.');
    expect(within(tabPanel(canvas)).getByText(/Dear Colleague,/).textContent).toBe(storyText);
  },
};

export const TranscriptEmpty: Story = {
  args: { getLetterText: () => ' \n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(tab(canvas, textMagicMessages.transcript));
    expect(within(tabPanel(canvas)).getByText(textMagicMessages.noTranscript)).toBeVisible();
  },
};

/** Before any spell the Result tab says where to start. */
export const ResultBeforeAnySpell: Story = {
  args: { defaultTab: 'result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(within(tabPanel(canvas)).getByText(textMagicMessages.chooseSpell)).toBeVisible();
  },
};

/** A spell working: the Result tab shows it, with the focus on the tab (the spell's button is gone). */
export const Applying: Story = {
  args: { api: panelApi({ apply: 'hangs' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseSpell(canvas, 'Summarise');
    await waitFor(() => expect(tab(canvas, textMagicMessages.result)).toHaveFocus());
    const result = tabPanel(canvas);
    expect(within(result).getByRole('progressbar', { name: 'Summarise: working…' })).toBeInTheDocument();
    expect(within(result).getByRole('status')).toHaveTextContent('Summarise: working…');
    expect(args.api.textMagic.apply).toHaveBeenCalledWith(
      { letterId: 4711, spellId: 1, textForProcess: storyText },
      expect.objectContaining({ signal: expect.anything() }),
    );
    // Back to the menu drops the spell still working.
    await userEvent.click(within(result).getByRole('button', { name: textMagicMessages.backToMenu }));
    expect(tab(canvas, textMagicMessages.menu)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab(canvas, textMagicMessages.menu)).toHaveFocus());
  },
};

/** The result, to insert at the cursor or to put in place of the selection. */
export const Result: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseSpell(canvas, 'Summarise');
    const result = tabPanel(canvas);
    await waitFor(() => expect(result).toHaveTextContent('Plan: review in six weeks.'));
    expect(within(result).getByRole('heading', { name: 'Summarise' })).toBeVisible();
    await userEvent.click(within(result).getByRole('button', { name: textMagicMessages.insert }));
    expect(args.onInsert).toHaveBeenCalledWith(storySummary);
    expect(within(result).getByRole('status')).toHaveTextContent(textMagicMessages.inserted);
    await userEvent.click(within(result).getByRole('button', { name: textMagicMessages.replaceSelection }));
    expect(args.onReplaceSelection).toHaveBeenCalledWith(storySummary);
    expect(within(result).getByRole('status')).toHaveTextContent(textMagicMessages.replaced);
    await userEvent.click(within(result).getByRole('button', { name: textMagicMessages.backToMenu }));
    expect(await canvas.findByRole('button', { name: 'Summarise' })).toBeVisible();
  },
};

/** A read-only letter: the result is there to read, not to insert. */
export const ResultReadOnlyLetter: Story = {
  args: { canInsert: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSpell(canvas, 'Summarise');
    await waitFor(() => expect(tabPanel(canvas)).toHaveTextContent('Plan: review in six weeks.'));
    expect(canvas.queryByRole('button', { name: textMagicMessages.insert })).toBeNull();
    expect(canvas.queryByRole('button', { name: textMagicMessages.replaceSelection })).toBeNull();
  },
};

/** Spec 001 section 8: an empty result says 'Text not found'. */
export const TextNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSpell(canvas, 'Patient friendly');
    const result = tabPanel(canvas);
    await waitFor(() => expect(within(result).getByRole('status')).toHaveTextContent('Text not found'));
    expect(within(result).queryByRole('button', { name: textMagicMessages.insert })).toBeNull();
    expect(within(result).getByRole('button', { name: textMagicMessages.backToMenu })).toBeVisible();
  },
};

/**
 * Spec 001 section 8: the error panel, 'An error occurred. Please, try again.', with Back to the
 * menu and Try again; here the second try works.
 */
export const ErrorPanel: Story = {
  args: {
    api: panelApi({
      apply: (payload, attempt) =>
        attempt === 1 ? new Error('Internal Server Error') : sandboxApply(payload),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseSpell(canvas, 'Summarise');
    const result = tabPanel(canvas);
    expect(await within(result).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please, try again.',
    );
    expect(within(result).getByRole('button', { name: 'Back to the menu' })).toBeVisible();
    await userEvent.click(within(result).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(result).toHaveTextContent('Plan: review in six weeks.'));
    expect(within(result).queryByRole('alert')).toBeNull();
    expect(args.api.textMagic.apply).toHaveBeenCalledTimes(2);
  },
};

/** The error panel's Back to the menu returns to the spells. */
export const ErrorPanelBackToMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSpell(canvas, 'Bullet points');
    const result = tabPanel(canvas);
    await within(result).findByRole('alert');
    await userEvent.click(within(result).getByRole('button', { name: textMagicMessages.backToMenu }));
    expect(tab(canvas, textMagicMessages.menu)).toHaveAttribute('aria-selected', 'true');
    expect(await canvas.findByRole('button', { name: 'Bullet points' })).toBeVisible();
    // Result is back to its start: the failure is not shown again.
    await userEvent.click(tab(canvas, textMagicMessages.result));
    expect(within(tabPanel(canvas)).getByText(textMagicMessages.chooseSpell)).toBeVisible();
  },
};

/** Keyboard only: the tabs by arrows, a spell by Enter, the result's buttons by Tab. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Summarise' });
    canvas.getByRole('button', { name: textMagicMessages.close }).focus();
    await userEvent.tab();
    expect(tab(canvas, textMagicMessages.menu)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(canvas, textMagicMessages.transcript)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Summarise' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tab(canvas, textMagicMessages.result)).toHaveFocus());
    await waitFor(() => expect(tabPanel(canvas)).toHaveTextContent('Plan: review in six weeks.'));
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: textMagicMessages.insert })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onInsert).toHaveBeenCalledWith(storySummary);
  },
};

const editor = createRef<LetterEditorHandle>();

/**
 * Beside the letter, wired as the letter screen wires it: the selected greeting is replaced by
 * the summary as one step of the editor, which Undo takes back.
 */
export const WithTheLetter: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', height: '36rem' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <LetterEditor
          ref={editor}
          initialHtml="<p>Dear Colleague,</p><p>Thank you for referring this patient.</p>"
        />
      </div>
      <div style={{ width: '24rem' }}>
        <TextMagicPanel
          {...args}
          getLetterText={() => editor.current?.getText() ?? ''}
          onInsert={(text) => editor.current?.insertText(text, { replaceSelection: false })}
          onReplaceSelection={(text) => editor.current?.insertText(text)}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const letter = canvas.getByRole('textbox', { name: editorLabels.editor });
    await userEvent.click(canvas.getByText('Dear Colleague,'));
    const selection = document.getSelection();
    selection?.selectAllChildren(canvas.getByText('Dear Colleague,'));
    await waitFor(() => expect(editor.current?.hasSelection()).toBe(true));
    await chooseSpell(canvas, 'Summarise');
    expect(args.api.textMagic.apply).toHaveBeenCalledWith(
      expect.objectContaining({ textForProcess: 'Dear Colleague,\nThank you for referring this patient.' }),
      expect.anything(),
    );
    await userEvent.click(await canvas.findByRole('button', { name: textMagicMessages.replaceSelection }));
    expect(editor.current?.getHtml()).toBe(
      '<p>Referred patient seen.</p><p>Plan: review in six weeks.</p><p>Thank you for referring this patient.</p>',
    );
    letter.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() =>
      expect(editor.current?.getHtml()).toBe(
        '<p>Dear Colleague,</p><p>Thank you for referring this patient.</p>',
      ),
    );
  },
};
