import type { TablePaginationConfig } from 'antd';

/** What of refine's `useTable` the pager needs. */
interface PagedTable {
  currentPage: number;
  pageSize: number;
  result: { total?: number };
  setCurrentPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

/**
 * The antd pager of a server-paged console list: refine holds the page and size (a change reads again from the
 * server), the total comes from the server, `unit` names what is counted (共 12 条, 共 3 门课程).
 */
export function serverPagination(table: PagedTable, unit: string): TablePaginationConfig {
  return {
    current: table.currentPage,
    pageSize: table.pageSize,
    total: table.result.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => `共 ${total} ${unit}`,
    onChange: (page, size) => {
      if (size !== table.pageSize) table.setPageSize(size);
      table.setCurrentPage(page);
    },
  };
}
