/**
 * /api/ai-search (§7): filter options, suggestions, query analysis, comparison and search by method.
 * Reads only: each answers from the library's in-memory index (search-index.plugin.ts) and counts
 * the decision in memory (system/usage-counter.ts), so no request waits on a database write. Each
 * answer leaves out what `hidden` names for the caller: for a technician, other technicians' visit
 * reports and certificates (app.ts hands in documents/document-access.ts; decision 0076).
 */
import {
  AI_SEARCH_METHODS,
  aiSearchQuerySchema,
  aiSearchResponseSchema,
  analyzeQueryBodySchema,
  analyzeQueryResponseSchema,
  compareBodySchema,
  compareResponseSchema,
  errorResponses,
  filterOptionsResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { analyzeQuery, compareMethods, filterOptions, searchDocuments } from './ai-search.service';

const errors = errorResponses(400, 401, 403, 404);

export const searchRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { documentIndex: index, usage } = context;
  const { hidden, linked } = context.documentFilters;
  const excluded = (request: Parameters<typeof currentActor>[0]) => hidden(currentActor(request));

  app.get(
    '/ai-search/filters',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Filter options and statistics',
        response: { 200: filterOptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      return filterOptions(index, await excluded(request));
    },
  );

  app.get(
    '/ai-search/suggestions',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Completions from titles, tags and frequent terms',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      return { suggestions: index.engine.suggest(request.query.q.slice(0, 200), 8, await excluded(request)) };
    },
  );

  app.post(
    '/ai-search/analyze-query',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Intent, confidence and suggestions for a query',
        body: analyzeQueryBodySchema,
        response: { 200: analyzeQueryResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      const analysis = analyzeQuery(index, request.body.query, await excluded(request));
      usage.count('ai-analyze-query');
      return { analysis };
    },
  );

  app.post(
    '/ai-search/compare',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'The same query by every method',
        body: compareBodySchema,
        response: { 200: compareResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      const { options } = request.body;
      const result = await compareMethods(index, request.body.query, {
        limit: options.limit,
        category: options.category || undefined,
        type: options.type || undefined,
        tags: options.tags,
        exclude: await excluded(request),
      });
      usage.count('ai-search');
      return result;
    },
  );

  app.get(
    '/ai-search/:method',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Search by method: semantic, keyword or hybrid',
        params: z.object({ method: z.enum(AI_SEARCH_METHODS, { error: 'Unknown search method' }) }),
        querystring: aiSearchQuerySchema,
        response: { 200: aiSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      const { q, limit, category, type, tags, threshold, semanticWeight, keywordWeight } = request.query;
      const { clientId, siteId, projectId, assetId } = request.query;
      const { method } = request.params;
      const only = await linked({ clientId, siteId, projectId, assetId });
      const answer = await searchDocuments(index, q, {
        method,
        limit,
        category: category || undefined,
        type: type || undefined,
        tags,
        threshold,
        semanticWeight,
        keywordWeight,
        exclude: await excluded(request),
        only: only ?? undefined,
      });
      usage.count('ai-search');
      return { ...answer, method, total: answer.results.length };
    },
  );
};
