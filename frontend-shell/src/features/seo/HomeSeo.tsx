import { useAppConfig } from '../../app/AppConfigContext';
import { useDocumentHead } from '../../lib/use-document-head';
import { homeHeadTags } from './seo-tags';

/** SPEC §1: the home page's title, description, keywords, social tags, canonical, JSON-LD. */
export function HomeSeo() {
  useDocumentHead(homeHeadTags(useAppConfig()));
  return null;
}
