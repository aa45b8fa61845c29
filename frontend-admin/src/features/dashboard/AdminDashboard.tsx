import { Grid, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { AlertsTab } from '../alerts/AlertsTab';
import { CarouselTab } from '../carousel/CarouselTab';
import { PageContentTab } from '../content/PageContentTab';
import { CsvUploadTab } from '../csv/CsvUploadTab';
import { JobsTab } from '../jobs/JobsTab';
import { PageCustomizationTab } from '../pages/PageCustomizationTab';
import { FlaggedSourcesNotice } from '../sources/FlaggedSourcesNotice';
import { SourcesTab } from '../sources/SourcesTab';
import { SectionPicker } from './SectionPicker';
import { StatCards } from '../stats/StatCards';
import { TeamLogosTab } from '../team-logos/TeamLogosTab';
import { UsersTab } from '../users/UsersTab';

// The charts load only when the Analytics tab is first opened.
const AnalyticsTab = lazy(() => import('../analytics/AnalyticsTab'));

const SECTIONS = [
  { key: 'content', label: 'Page Content', children: <PageContentTab /> },
  { key: 'carousel', label: 'Carousel Images', children: <CarouselTab /> },
  { key: 'jobs', label: 'Jobs', children: <JobsTab /> },
  { key: 'team-logos', label: 'Team Logos', children: <TeamLogosTab /> },
  { key: 'users', label: 'User Management', children: <UsersTab /> },
  { key: 'pages', label: 'Page Customization', children: <PageCustomizationTab /> },
  { key: 'csv', label: 'CSV Upload', children: <CsvUploadTab /> },
  {
    key: 'analytics',
    label: 'Analytics',
    children: (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <AnalyticsTab />
      </Suspense>
    ),
  },
  { key: 'alerts', label: 'Alerts', children: <AlertsTab /> },
  { key: 'sources', label: 'Sources', children: <SourcesTab /> },
];

/** Each tab's content in a region named after it, the same element in both layouts. */
const TABS = SECTIONS.map(({ key, label, children }) => ({
  key,
  label,
  children: <section aria-label={label}>{children}</section>,
}));

/**
 * The CMS screen (inside the shell's <main>, so a plain container here). Ten tabs fit on one line
 * only from 1,200 px, and a tab bar's overflow menu is a button inside the tab list, which screen
 * readers cannot make sense of: below the `xl` breakpoint a "Section" picker chooses the tab
 * instead.
 * Only the tab bar changes with the width: the tabs' contents stay mounted, so crossing the
 * breakpoint (a phone turned sideways, a window resized) keeps what each tab holds, such as an
 * upload in progress or unsaved text.
 */
export function AdminDashboard() {
  const [tab, setTab] = useState('content');
  const narrow = Grid.useBreakpoint().xl === false;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <header style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          Content Management System
        </Typography.Title>
        <Typography.Text type="secondary">
          Manage the site&apos;s texts, images, jobs, teams, users and footer pages.
        </Typography.Text>
      </header>
      <StatCards />
      <FlaggedSourcesNotice onOpen={() => setTab('sources')} />
      <Tabs
        style={{ marginTop: 24 }}
        activeKey={tab}
        onChange={setTab}
        items={TABS}
        renderTabBar={
          narrow ? () => <SectionPicker tabs={TABS} activeKey={tab} onChange={setTab} /> : undefined
        }
      />
    </div>
  );
}
