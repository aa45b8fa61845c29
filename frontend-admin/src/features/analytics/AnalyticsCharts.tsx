import { Card, Col, Empty, Row } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsReportDto } from '../../api/generated';

/** Series colours: the brand navy, the accent gold, a green; sources get five distinct ones. */
const COLORS = { views: '#013369', applyClicks: '#d4a017', newMembers: '#2e8b57' };
const SOURCE_COLORS = ['#013369', '#d4a017', '#c0392b', '#7f8c8d', '#2e8b57'];
export const SOURCE_LABELS: Record<string, string> = {
  board: 'The board',
  search: 'Search engines',
  alert: 'Alert emails',
  other: 'Other sites',
  direct: 'Direct',
};

const shortDay = (day: string) => day.slice(5);

/** Views, apply clicks and new members per day; views by source; apply clicks of the top teams. */
export function AnalyticsCharts({ report }: { report: AnalyticsReportDto }) {
  const sources = report.sources
    .filter((s) => s.views > 0)
    .map((s) => ({ ...s, name: SOURCE_LABELS[s.source] ?? s.source }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Card size="small" title="Per day" aria-label="Views, apply clicks and new members per day">
          <ResponsiveContainer width="100%" height={300}>
            <LineChart data={report.days} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
              <YAxis allowDecimals={false} width={40} />
              <Tooltip />
              <Legend />
              <Line
                isAnimationActive={false}
                type="monotone"
                dataKey="views"
                name="Views"
                stroke={COLORS.views}
                dot={false}
              />
              <Line
                isAnimationActive={false}
                type="monotone"
                dataKey="applyClicks"
                name="Apply clicks"
                stroke={COLORS.applyClicks}
                dot={false}
              />
              <Line
                isAnimationActive={false}
                type="monotone"
                dataKey="newMembers"
                name="New members"
                stroke={COLORS.newMembers}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title="Where views come from" aria-label="Views by source">
          {sources.length ? (
            <ResponsiveContainer width="100%" height={280}>
              <PieChart>
                <Pie
                  data={sources}
                  dataKey="views"
                  nameKey="name"
                  innerRadius={50}
                  outerRadius={90}
                >
                  {sources.map((s) => (
                    <Cell
                      key={s.source}
                      fill={SOURCE_COLORS[report.sources.findIndex((x) => x.source === s.source)]}
                    />
                  ))}
                </Pie>
                <Tooltip />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          ) : (
            <Empty description="No views in this period" />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title="Top teams by apply clicks" aria-label="Top teams by apply clicks">
          {report.topTeams.length ? (
            <ResponsiveContainer width="100%" height={280}>
              <BarChart
                data={report.topTeams}
                layout="vertical"
                margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="teamName" width={130} />
                <Tooltip />
                <Legend />
                <Bar
                  isAnimationActive={false}
                  dataKey="applyClicks"
                  name="Apply clicks"
                  fill={COLORS.applyClicks}
                />
                <Bar isAnimationActive={false} dataKey="views" name="Views" fill={COLORS.views} />
              </BarChart>
            </ResponsiveContainer>
          ) : (
            <Empty description="No clicks in this period" />
          )}
        </Card>
      </Col>
    </Row>
  );
}
