import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, Modal, VisuallyHiddenText } from '@ugift/ui';

import { LANGUAGES, setLanguage, storedLanguage, type Language } from '../../../lib/i18n';

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  margin: 0;
  padding: 0;
  border: 0;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space300);
  border: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  border-radius: var(--ug-radii-md);
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--ug-colors-primary);
    background: var(--ug-colors-primary-subtle);
  }
  input {
    accent-color: var(--ug-colors-primary);
  }
`;

/** Each language names itself, so anyone can find their own. */
const NATIVE_NAMES: Record<Language, string> = { eng: 'English', cn: '中文', jp: '日本語' };

export interface LanguageModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Language chooser (spec section 2): English, Chinese, Japanese; Apply stores I18N_LANGUAGE. */
export function LanguageModal({ open, onOpenChange }: LanguageModalProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Language>(storedLanguage);

  const apply = async () => {
    await setLanguage(choice);
    onOpenChange(false);
  };

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setChoice(storedLanguage());
        onOpenChange(next);
      }}
    >
      <Modal.Content title={t('profile.language.title')}>
        <Modal.Body>
          <Options>
            <VisuallyHiddenText as="legend">{t('profile.language.title')}</VisuallyHiddenText>
            {LANGUAGES.map((language) => (
              <Option key={language}>
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={choice === language}
                  onChange={() => setChoice(language)}
                />
                <span lang={{ eng: 'en', cn: 'zh-Hans', jp: 'ja' }[language]}>
                  {NATIVE_NAMES[language]}
                </span>
              </Option>
            ))}
          </Options>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => void apply()}>{t('profile.language.apply')}</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
