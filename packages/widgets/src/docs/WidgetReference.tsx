import { Fragment } from 'react';
import eventsSource from '../events.ts?raw';
import { attributeColumns, attributeRowsOf, commonAttributeRows } from './attributeTables';
import { accessTokenProviderDoc, type ElementDoc, elementDocs } from './elementDocs';
import { parseEventDocs } from './eventDocs';
import * as styles from './reference.css';

const eventDocs = parseEventDocs(eventsSource);

/** The docs' `code` spans (between backticks) as `<code>`. */
function Prose({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? (
        <code key={part + String(index)}>{part}</code>
      ) : (
        <Fragment key={part + String(index)}>{part}</Fragment>
      ),
    );
}

/**
 * One element's reference for integrators: what it is, its attributes (the common ones first, from
 * their schemas), the `accessTokenProvider` property and its events with the type of their `detail`.
 */
export function WidgetReference({ tag }: { tag: ElementDoc['tag'] }) {
  const doc = elementDocs.find((candidate) => candidate.tag === tag);
  if (!doc) return null;
  const headingId = `${tag}-reference`;
  return (
    <section aria-labelledby={headingId} className={styles.reference}>
      <h2 id={headingId}>{`<${tag}>`}</h2>
      <p>
        <Prose text={doc.summary} />
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>{`Attributes of <${tag}>`}</caption>
        <thead>
          <tr>
            {attributeColumns.map((heading) => (
              <th key={heading} scope="col" className={styles.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...commonAttributeRows(' or '), ...attributeRowsOf(tag, ' or ')].map((row) => (
            <tr key={row.name}>
              <th scope="row" className={styles.cell}>
                <code>{row.name}</code>
              </th>
              <td className={styles.cell}>
                <Prose text={row.value} />
              </td>
              <td className={styles.cell}>
                <Prose text={row.defaultValue} />
              </td>
              <td className={styles.cell}>{row.required}</td>
              <td className={styles.cell}>
                <Prose text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Property: <Prose text={accessTokenProviderDoc} />
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>{`Events of <${tag}>`}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Event
            </th>
            <th scope="col" className={styles.cell}>
              When
            </th>
            <th scope="col" className={styles.cell}>
              <code>detail</code>
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.events.map((type) => {
            const event = eventDocs.find((candidate) => candidate.type === type);
            return (
              <tr key={type}>
                <th scope="row" className={styles.cell}>
                  <code>{type}</code>
                </th>
                <td className={styles.cell}>
                  <Prose text={event?.description ?? ''} />
                </td>
                <td className={styles.cell}>
                  <code>{event?.detail}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
