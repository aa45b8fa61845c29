import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light';

const base = css<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : $size === 'lg' ? '52px' : '44px')};
  padding: 6px ${({ $size }) => ($size === 'sm' ? '14px' : $size === 'lg' ? '28px' : '20px')};
  font: inherit;
  font-weight: 600;
  font-size: ${({ $size }) => ($size === 'lg' ? '1.05rem' : $size === 'sm' ? '0.9rem' : '1rem')};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid transparent;
  text-decoration: none;
  cursor: pointer;
  /* One line wherever it fits; a label wider than a small phone's screen wraps. */
  text-align: center;
  transition:
    background-color 150ms ease,
    color 150ms ease,
    border-color 150ms ease;
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'accent':
        return css`
          background: ${theme.color.accent};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.color.accentDark};
          }
        `;
      case 'outline':
        return css`
          background: transparent;
          color: ${theme.color.primary};
          border-color: ${theme.color.primary};
          &:hover:not(:disabled) {
            background: ${theme.color.primary};
            color: #fff;
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.text};
          &:hover:not(:disabled) {
            background: ${theme.color.background};
          }
        `;
      case 'light':
        return css`
          background: rgba(255, 255, 255, 0.12);
          color: #fff;
          border-color: #fff;
          &:hover:not(:disabled) {
            background: #fff;
            color: ${theme.color.primary};
          }
        `;
      default:
        return css`
          background: ${theme.color.primary};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.color.primaryDark};
          }
        `;
    }
  }}
`;

export const Button = styled.button<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' | 'lg' }>`
  ${base}
`;
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' | 'lg' }>`
  ${base}
`;
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' | 'lg' }>`
  ${base}
`;
