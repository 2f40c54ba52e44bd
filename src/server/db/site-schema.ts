import type { ColumnType, Generated } from 'kysely';
import type { PublishStatus, PublishStep } from '../../domain/publish/publish';

/** `public.site_publishes`: the editors' publishes, their queue, progress and history (docs/publishing.md). */
export interface SitePublishesTable {
  id: Generated<number>;
  status: ColumnType<PublishStatus, PublishStatus | undefined, PublishStatus>;
  author_id: string | null;
  author_name: string;
  author_email: string;
  restore_of: number | null;
  requested_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
  heartbeat_at: Date | null;
  step: PublishStep | null;
  percent: Generated<number>;
  message: string | null;
  commit_sha: string | null;
  summary: Generated<string[]>;
}
