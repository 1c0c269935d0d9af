import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { StaticContent } from '../../contracts/content.responses'
import { StaticContentInput } from '../../contracts/content.schemas'
import { CONTENT_PATH, readStaticContent } from '../../domain/content/static-content'
import { requestLocale } from '../auth/request-facts'
import { errorResponses, json, jsonBody, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'

/**
 * SPEC §7's `POST /_content/{path}`: the text of a static page (`pages/privacy`) as sanitised
 * HTML in the language asked for, English where that language has no such page (decision
 * record 0093). The path may hold slashes; one that could leave the content folder is not found.
 */
export const staticContentRoutes = new Hono<ApiEnv>().post(
  '/:path{.+}',
  describeRoute({
    ...publicOperation,
    tags: ['Content'],
    summary: "A static page's text",
    description:
      'The path names a page (`pages/about`, `pages/career`, `pages/contact`, `pages/foodsafety`, `pages/help`, `pages/partnership`, `pages/privacy`, `pages/terms`). The text is Markdown kept per language, answered as HTML holding only headings, paragraphs, lists, emphasis, quotes and links. `locale` (else Accept-Language, else English) picks the language; `language` in the answer says which one was served. A path with `..`, a backslash, NUL or any other character outside lower-case words and `/`, encoded or not, is 404.',
    parameters: [
      {
        name: 'path',
        in: 'path',
        required: true,
        description: 'The page, such as `pages/privacy`',
        schema: { type: 'string', pattern: CONTENT_PATH.source },
      },
    ],
    requestBody: { required: false, ...jsonBody(StaticContentInput) },
    responses: {
      200: json(StaticContent, "The page's text"),
      404: errorResponses[404],
      422: errorResponses[422],
    },
  }),
  validator('json', StaticContentInput, validationFailed),
  async (c) => {
    const locale = c.req.valid('json').locale ?? requestLocale(c)
    return c.json(await readStaticContent(c.req.param('path') ?? '', locale), 200)
  },
)
