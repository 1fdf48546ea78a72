/** Brand under which the story tests of one Vitest project run (see vitest.config.ts). */
declare const __DICTATION_STORY_BRAND__: string | undefined;
