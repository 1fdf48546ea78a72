/**
 * Ours: the words of the built-in help page (spec 000 section 2 gives Help only as an external
 * link). Apart from the portal's other messages so that they travel in the help page's chunk, not
 * in every page's.
 */
export const helpMessages = {
  title: 'Help',
  sections: [
    {
      title: 'Record a letter',
      text: 'Open New letter, choose the organisation, department and priority, then press Record (or the foot pedal). Press Stop when you have finished, check the details and press Complete. The audio is kept on this computer until the server has it, even if the page is closed.',
    },
    {
      title: 'Type a letter',
      text: 'Open a letter from In Progress. Play the audio with the player, the foot pedal or the keyboard while you type; your changes are saved as you type. Complete sends the letter on when it is finished.',
    },
    {
      title: 'Foot pedal',
      text: 'Start the desktop app, then pair this browser in Settings > Foot pedal with the code the desktop app shows. You can test the pedal there.',
    },
    {
      title: 'Get support',
      text: 'Your organisation has not given a help address. For your account, a letter or a device, ask your administrator or your IT service desk.',
    },
  ],
} as const;
