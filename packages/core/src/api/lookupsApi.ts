import * as z from 'zod/mini';
import {
  dictationTypeSchema,
  labelSchema,
  organisationItemSchema,
  prioritySchema,
  templateSchema,
} from '../schemas/organisation';
import { authorSchema } from '../schemas/profile';
import type { EndpointName } from './endpoints';
import type { CallOptions, HttpClient } from './httpClient';

const organisationItems = z.array(organisationItemSchema);
const labels = z.array(labelSchema);
const priorities = z.array(prioritySchema);
const templates = z.array(templateSchema);
const authors = z.array(authorSchema);

/** Reference lists (`api.lookups`): organisations, labels, priorities, authors, templates. */
export function createLookupsApi(http: HttpClient) {
  /** A list that belongs to one organisation item: `GET .../{id}` with the item's id. */
  const readOfOrganisationItem =
    <T>(name: EndpointName, schema: z.ZodMiniType<T>) =>
    (organisationItemId: number, options?: CallOptions) =>
      http.call(name, { pathParams: { id: organisationItemId }, schema, options });
  return {
    /** `GET author/dictation-types`. */
    dictationTypes: (options?: CallOptions) =>
      http.call('lookups.dictationTypes', { schema: z.array(dictationTypeSchema), options }),
    /** The user's organisations with their departments (`all-my`). */
    organisationItems: (options?: CallOptions) =>
      http.call('lookups.organisationItems', { schema: organisationItems, options }),
    /** `GET author/organization-items/organisation-list`. */
    organisationList: (options?: CallOptions) =>
      http.call('lookups.organisationList', { schema: organisationItems, options }),
    /** Labels of an organisation item. */
    labels: readOfOrganisationItem('lookups.labels', labels),
    /** Every label of the user (list filter). */
    allMyLabels: (options?: CallOptions) => http.call('lookups.allMyLabels', { schema: labels, options }),
    /** Priorities of an organisation item (`v2`). */
    priorities: readOfOrganisationItem('lookups.priorities', priorities),
    /** Every priority of the user (list filter). */
    allMyPriorities: (options?: CallOptions) =>
      http.call('lookups.allMyPriorities', { schema: priorities, options }),
    /** Authors of an organisation item (upload screen). */
    authorsByOrganisation: readOfOrganisationItem('lookups.authorsByOrganisation', authors),
    /** Authors having letters in the in-progress or completed list. */
    authorsWithLetters: (isInProgressPage: boolean, now = Date.now(), options?: CallOptions) =>
      http.call('lookups.authorsWithLetters', {
        query: { isInProgressPage, _: now },
        schema: authors,
        options,
      }),
    /** Templates of an organisation item. */
    templates: readOfOrganisationItem('lookups.templates', templates),
    /** The user's own templates. */
    myTemplates: (options?: CallOptions) => http.call('lookups.myTemplates', { schema: templates, options }),
  };
}

export type LookupsApi = ReturnType<typeof createLookupsApi>;
