import { Card, Flex, Grid, Pagination, Spin, Table, theme } from 'antd';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { isValidElement, useState, type Key, type ReactNode } from 'react';

type Row = object;

interface ResponsiveTableProps<T extends Row> {
  /** Names the list of cards on a phone (the table is named by its column headers). */
  label: string;
  rowKey: keyof T & string;
  columns: ColumnType<T>[];
  dataSource: readonly T[];
  loading?: boolean;
  emptyText: ReactNode;
  /** Paged on the server when `total` is given, else the rows are paged here. */
  pagination: TablePaginationConfig;
  scroll?: TableProps<T>['scroll'];
}

/**
 * A table on a tablet or a laptop, a list of cards on a phone (below Ant Design's `md`
 * breakpoint, 768 px; docs/decisions/0160-admin-narrow-screens.md): each row becomes a card
 * titled by the first column, with every other column as a labelled line whose value moves
 * under its label when it does not fit beside it. Same columns, same controls, same pages.
 */
export function ResponsiveTable<T extends Row>(props: ResponsiveTableProps<T>) {
  const screens = Grid.useBreakpoint();
  if (screens.md === false) return <RowCards {...props} />;
  const { rowKey, columns, dataSource, loading, emptyText, pagination, scroll } = props;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={dataSource}
      loading={loading}
      locale={{ emptyText }}
      pagination={pagination}
      scroll={scroll}
    />
  );
}

function RowCards<T extends Row>(props: ResponsiveTableProps<T>) {
  const { label, rowKey, columns, dataSource, loading = false, emptyText, pagination } = props;
  const [ownPage, setOwnPage] = useState({ current: 1, pageSize: pagination.pageSize ?? 10 });
  const serverPaged = pagination.total !== undefined;
  const current = serverPaged ? (pagination.current ?? 1) : ownPage.current;
  const pageSize = serverPaged ? (pagination.pageSize ?? ownPage.pageSize) : ownPage.pageSize;
  const sorted = sortByDefault(dataSource, columns);
  const rows = serverPaged ? sorted : sorted.slice((current - 1) * pageSize, current * pageSize);
  const [titleColumn, ...lines] = columns;
  const { token } = theme.useToken();

  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        emptyText
      ) : (
        <Flex vertical gap={12} role="list" aria-label={label}>
          {rows.map((row, index) => (
            <Card key={row[rowKey] as Key} role="listitem" size="small">
              <div style={{ marginBottom: 12 }}>{cellOf(titleColumn, row, index)}</div>
              <dl style={{ margin: 0 }}>
                {lines.map((column, i) => (
                  <Flex
                    key={String(column.key ?? i)}
                    wrap
                    align="center"
                    justify="space-between"
                    gap="4px 12px"
                    style={{ padding: '6px 0', borderTop: `1px solid ${token.colorSplit}` }}
                  >
                    <dt style={{ color: token.colorTextSecondary, fontWeight: 600 }}>
                      {typeof column.title === 'function' ? null : column.title}
                    </dt>
                    <dd style={{ margin: 0, maxWidth: '100%' }}>{cellOf(column, row, index)}</dd>
                  </Flex>
                ))}
              </dl>
            </Card>
          ))}
        </Flex>
      )}
      <Pagination
        {...pagination}
        current={current}
        pageSize={pageSize}
        total={pagination.total ?? dataSource.length}
        size="small"
        align="center"
        style={{ marginTop: 16 }}
        onChange={(page, size) => {
          setOwnPage({ current: size === pageSize ? page : 1, pageSize: size });
          pagination.onChange?.(page, size);
        }}
      />
    </Spin>
  );
}

/** What a column shows for a row: its render, else the value at its data index. */
function cellOf<T extends Row>(column: ColumnType<T>, row: T, index: number): ReactNode {
  const key = column.dataIndex as keyof T | undefined;
  const value = key === undefined ? undefined : row[key];
  const cell: unknown = column.render ? column.render(value, row, index) : value;
  if (cell === null || cell === undefined || typeof cell !== 'object' || isValidElement(cell)) {
    return cell as ReactNode;
  }
  return 'children' in cell ? (cell.children as ReactNode) : null;
}

/** The order the table starts in: a column's default sort, if one has it. */
function sortByDefault<T extends Row>(rows: readonly T[], columns: ColumnType<T>[]): T[] {
  const column = columns.find((c) => c.defaultSortOrder && typeof c.sorter === 'function');
  if (!column || typeof column.sorter !== 'function') return [...rows];
  const compare = column.sorter;
  const sign = column.defaultSortOrder === 'descend' ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(a, b, column.defaultSortOrder ?? undefined));
}
