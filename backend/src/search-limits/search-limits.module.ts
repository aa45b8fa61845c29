import { Global, Module } from '@nestjs/common';
import { BoundedSearchInterceptor } from './bounded-search.interceptor';
import { SearchGate } from './search-gate.service';

/** Bounds on the board's searches, for any module's routes (`@BoundedSearch()`). */
@Global()
@Module({
  providers: [SearchGate, BoundedSearchInterceptor],
  exports: [SearchGate, BoundedSearchInterceptor],
})
export class SearchLimitsModule {}
