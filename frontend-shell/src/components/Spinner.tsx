import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Center = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
`;

export function PageSpinner({ label }: { label: string }) {
  return (
    <Center role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}
