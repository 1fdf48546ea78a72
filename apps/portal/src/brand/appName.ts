/** The product's name, as the page title, the header and the installed app's manifest give it. */
export const appName = 'Dictate';
