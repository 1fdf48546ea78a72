import { Button, Select, type SelectItem, Switch, TextField } from '@dictation/ui';
import { useEffect } from 'react';
import { Controller, type UseControllerProps, useForm, useWatch } from 'react-hook-form';
import {
  clampRewindSeconds,
  type FootPedalSettings,
  playStopModes,
  rewindOnStopRange,
} from '../footPedalSettings';
import { type PedalButtonOption, pedalButtons } from '../hubContract';
import { messages } from '../messages';
import { PedalTestPanel } from '../PedalTestPanel';
import type { PedalInputSource } from '../pedalInput';
import * as styles from './FootPedalSettingsForm.css';
import {
  type FootPedalSettingsFormValues,
  fromFormValues,
  toFormValues,
} from './footPedalSettingsFormValues';

export interface FootPedalSettingsFormProps {
  /** The saved settings (from `GET author/deviceSettings/footPedal`); the form resets when it changes. */
  value: FootPedalSettings;
  /** Called with the new settings on Save (the portal posts them to `author/deviceSettings/footPedal`). */
  onSave: (settings: FootPedalSettings) => void | Promise<void>;
  /**
   * Pedal input for the live test panel; no panel without it.
   * @default undefined
   */
  pedalSource?: PedalInputSource;
  /**
   * Shows every field read-only (e.g. while the settings load).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows the foot-pedal recording section. Spec 001 section 6 keeps it for non-secretary users
   * with a role (`canUseAuthorSettings` of `@dictation/core`); hidden, its saved values are kept.
   * @default true
   */
  showRecording?: boolean;
}

const pedalItems: SelectItem<PedalButtonOption>[] = Object.values(pedalButtons).map((id) => ({
  id,
  label: messages.pedalOption[id],
}));

const modeItems = Object.values(playStopModes).map((id) => ({ id, label: messages.playStopMode[id] }));

type PedalField =
  | 'playStopButton'
  | 'rewindButton'
  | 'forwardButton'
  | 'recordButton'
  | 'playRecordButton'
  | 'rewindRecordButton';

interface PedalSelectProps
  extends Pick<UseControllerProps<FootPedalSettingsFormValues, PedalField>, 'control'> {
  name: PedalField;
  label: string;
  isDisabled: boolean;
}

function PedalSelect({ control, name, label, isDisabled }: PedalSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select<PedalButtonOption>
          label={label}
          items={pedalItems}
          value={field.value}
          onChange={(next) => field.onChange(next ?? pedalButtons.none)}
          onBlur={field.onBlur}
          isDisabled={isDisabled}
        />
      )}
    />
  );
}

/** Spec 000 section 3: these work only with enableFootpedalRecording, so they are disabled without it. */
const recordingFields: readonly [PedalField, string][] = [
  ['recordButton', messages.recordButton],
  ['playRecordButton', messages.playRecordButton],
  ['rewindRecordButton', messages.rewindRecordButton],
];

const isDigit = (character: string) => character >= '0' && character <= '9';

/** The foot pedal settings of spec 001 section 5 with a live test panel. */
export function FootPedalSettingsForm({
  value,
  onSave,
  pedalSource,
  isDisabled = false,
  showRecording = true,
}: FootPedalSettingsFormProps) {
  const { control, handleSubmit, reset, formState } = useForm<FootPedalSettingsFormValues>({
    defaultValues: toFormValues(value),
  });
  // The settings read again (a revalidation, an answer handed over late) must not undo what the
  // user has typed and not saved yet: fields the user changed keep their value.
  useEffect(() => reset(toFormValues(value), { keepDirtyValues: true }), [value, reset]);
  // Opening the settings is wanting the pedal: a helper not found yet is searched for now, not at
  // the end of its back-off (helperConnection.ts).
  useEffect(() => pedalSource?.searchNow?.(), [pedalSource]);
  const current = useWatch({ control }) as FootPedalSettingsFormValues;
  const recordingEnabled = current.enableFootpedalRecording;
  const disabled = isDisabled || formState.isSubmitting;

  return (
    <form
      className={styles.form}
      aria-label={messages.settingsTitle}
      onSubmit={handleSubmit((values) => onSave(fromFormValues(values)))}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{messages.settingsTitle}</legend>
        <PedalSelect
          control={control}
          name="playStopButton"
          label={messages.playStopButton}
          isDisabled={disabled}
        />
        <Controller
          control={control}
          name="playStopMode"
          render={({ field }) => (
            <Select
              label={messages.playStopModeLabel}
              items={modeItems}
              value={field.value}
              onChange={(next) => field.onChange(next ?? playStopModes.click)}
              onBlur={field.onBlur}
              isDisabled={disabled}
            />
          )}
        />
        <PedalSelect
          control={control}
          name="rewindButton"
          label={messages.rewindButton}
          isDisabled={disabled}
        />
        <PedalSelect
          control={control}
          name="forwardButton"
          label={messages.forwardButton}
          isDisabled={disabled}
        />
        <Controller
          control={control}
          name="rewindOnStop"
          render={({ field }) => (
            <TextField
              label={messages.rewindOnStop}
              description={messages.rewindOnStopDescription}
              value={field.value}
              onChange={field.onChange}
              onBlur={() => {
                // Spec 001 section 5: clamped to 1..10 on blur.
                field.onChange(String(clampRewindSeconds(field.value)));
                field.onBlur();
              }}
              allowCharacter={isDigit}
              maxLength={String(rewindOnStopRange.max).length}
              showCounter={false}
              inputMode="numeric"
              isDisabled={disabled}
            />
          )}
        />
      </fieldset>
      {showRecording && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{messages.recordButton}</legend>
          <Controller
            control={control}
            name="enableFootpedalRecording"
            render={({ field }) => (
              <Switch isSelected={field.value} onChange={field.onChange} isDisabled={disabled}>
                {messages.enableFootpedalRecording}
              </Switch>
            )}
          />
          {recordingFields.map(([name, label]) => (
            <PedalSelect
              key={name}
              control={control}
              name={name}
              label={label}
              isDisabled={disabled || !recordingEnabled}
            />
          ))}
        </fieldset>
      )}
      {pedalSource && <PedalTestPanel source={pedalSource} settings={fromFormValues(current)} />}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          isPending={formState.isSubmitting}
          pendingLabel={messages.saving}
          isDisabled={isDisabled}
        >
          {messages.save}
        </Button>
      </div>
    </form>
  );
}
