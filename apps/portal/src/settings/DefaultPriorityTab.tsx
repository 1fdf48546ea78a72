import { useApi, useOrganisationItems } from '@dictation/core/react';
import { Switch } from '@dictation/ui';
import { messages } from '../messages';
import * as styles from './settings.css';
import { organisationSettingItems } from './settingsRules';
import { useSettingSaver } from './useSettingSaver';

export interface DefaultPriorityTabProps {
  /** Where organisation-setting failures go: spec 001 section 8 says they are only logged. */
  onLog: (error: unknown) => void;
}

/** Default priority and fast complete per organisation item (non-secretaries only). */
export function DefaultPriorityTab({ onLog }: DefaultPriorityTabProps) {
  const api = useApi();
  const items = organisationSettingItems(useOrganisationItems().data);
  const save = useSettingSaver();
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.defaultPriorityTab}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <fieldset className={styles.panel}>
              <legend>{item.name}</legend>
              {item.defaultPriorityId != null && (
                <Switch
                  isSelected={item.defaultPriorityEnabledByUser === true}
                  onChange={(selected) =>
                    save(
                      () =>
                        api.settings.updateOrganisationItem(item.id, { defaultPriorityEnabled: selected }),
                      onLog,
                    )
                  }
                >
                  {messages.useDefaultPriority}
                </Switch>
              )}
              {item.allowFastComplete === true && (
                <Switch
                  isSelected={item.fastCompleteEnabledByUser === true}
                  onChange={(selected) =>
                    save(
                      () => api.settings.updateOrganisationItem(item.id, { fastCompleteEnabled: selected }),
                      onLog,
                    )
                  }
                >
                  {messages.fastComplete}
                </Switch>
              )}
            </fieldset>
          </li>
        ))}
      </ul>
    </div>
  );
}
