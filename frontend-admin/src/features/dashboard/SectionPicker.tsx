import { Flex, theme } from 'antd';
interface Section {
  key: string;
  label: string;
}

interface SectionPickerProps {
  tabs: Section[];
  activeKey: string;
  onChange: (key: string) => void;
}

/**
 * The CMS tab bar on a phone: a labelled native select (the phone's own picker, one tap to open,
 * read by every screen reader) to pick a section; the tabs show the section below it.
 */
export function SectionPicker({ tabs, activeKey, onChange }: SectionPickerProps) {
  const { token } = theme.useToken();
  const active = tabs.find((t) => t.key === activeKey) ?? tabs[0];
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <label htmlFor="admin-section" style={{ fontWeight: 600, color: token.colorText }}>
        Section
      </label>
      <select
        id="admin-section"
        value={active.key}
        onChange={(e) => onChange(e.target.value)}
        style={{
          height: token.controlHeightLG,
          padding: `0 ${token.paddingSM}px`,
          fontSize: token.fontSizeLG,
          fontFamily: 'inherit',
          color: token.colorText,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        {tabs.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </Flex>
  );
}
