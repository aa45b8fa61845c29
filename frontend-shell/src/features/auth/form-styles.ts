import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Row = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Check = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    flex: none;
  }
  label {
    font-size: 0.95rem;
  }
`;
