import { useDownloadUrls } from '@dictation/core/react';
import { messages } from '../messages';
import * as styles from './settings.css';

/** Downloads: the two broker links of `author/downloads/urls`. */
export function DownloadsTab() {
  const urls = useDownloadUrls().data;
  const links = [
    { label: messages.emisBroker, href: urls?.emisBrokerUrl },
    { label: messages.usbDeviceBroker, href: urls?.usbDeviceBrokerUrl },
  ];
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.downloadsTab}</h2>
      <ul className={styles.list}>
        {links.map(
          (link) =>
            link.href && (
              <li key={link.label}>
                <a className={styles.link} href={link.href} download>
                  {link.label}
                </a>
              </li>
            ),
        )}
      </ul>
    </div>
  );
}
