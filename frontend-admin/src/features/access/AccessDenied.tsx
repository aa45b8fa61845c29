import { Result } from 'antd';

export function AccessDenied() {
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Access Denied</h1>}
      subTitle="You need admin privileges to access this page."
    />
  );
}
