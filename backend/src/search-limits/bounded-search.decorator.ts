import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { BoundedSearchInterceptor } from './bounded-search.interceptor';

/**
 * Marks a route as a board search: bounded in time, concurrency and per client (SearchGate),
 * with the two answers that adds in its OpenAPI description.
 */
export const BoundedSearch = () =>
  applyDecorators(
    UseInterceptors(BoundedSearchInterceptor),
    ApiTooManyRequestsResponse({
      description:
        'This member (or address) already has the most searches running at once; see Retry-After',
    }),
    ApiServiceUnavailableResponse({
      description:
        'The search ran over its time limit and was stopped, or too many searches are running; ' +
        'see Retry-After',
    }),
  );
