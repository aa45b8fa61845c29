import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { CarouselTab } from '../carousel/CarouselTab';
import { PageContentTab } from '../content/PageContentTab';
import { CsvUploadTab } from '../csv/CsvUploadTab';
import { JobsTab } from '../jobs/JobsTab';
import { PageCustomizationTab } from '../pages/PageCustomizationTab';
import { StatCards } from '../stats/StatCards';
import { TeamLogosTab } from '../team-logos/TeamLogosTab';
import { UsersTab } from '../users/UsersTab';

const TABS = [
  { key: 'content', label: 'Page Content', children: <PageContentTab /> },
  { key: 'carousel', label: 'Carousel Images', children: <CarouselTab /> },
  { key: 'jobs', label: 'Jobs', children: <JobsTab /> },
  { key: 'team-logos', label: 'Team Logos', children: <TeamLogosTab /> },
  { key: 'users', label: 'User Management', children: <UsersTab /> },
  { key: 'pages', label: 'Page Customization', children: <PageCustomizationTab /> },
  { key: 'csv', label: 'CSV Upload', children: <CsvUploadTab /> },
];

/** The CMS screen (inside the shell's <main>, so a plain container here). */
export function AdminDashboard() {
  const [tab, setTab] = useState('content');
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
      <Tabs style={{ marginTop: 24 }} activeKey={tab} onChange={setTab} items={TABS} />
    </div>
  );
}
