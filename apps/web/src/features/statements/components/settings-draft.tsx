import { createContext, type ReactNode, type RefObject, useContext, useRef } from 'react';

/** The statement settings form, as the generate form sees it when it asks to save first. */
export interface SettingsDraft {
  /** The form holds values that are not the saved ones. */
  dirty(): boolean;
  /** Whether the values pass the settings' checks; when not, the form shows why and takes the focus. */
  check(): boolean;
  /** Saves the form's values: null once saved, else the server's reason. */
  save(): Promise<string | null>;
}

const SettingsDraftContext = createContext<RefObject<SettingsDraft | null> | null>(null);

/**
 * Lets "Generate statements" reach the settings form beside it: a run prints the saved settings,
 * so unsaved edits (or suggestions never saved) are saved first, or the run is not made.
 */
export function SettingsDraftProvider({ children }: { children: ReactNode }) {
  const draft = useRef<SettingsDraft | null>(null);
  return <SettingsDraftContext.Provider value={draft}>{children}</SettingsDraftContext.Provider>;
}

/** The form's handle while it is open (null when it is closed or outside a provider). */
export function useSettingsDraft() {
  return useContext(SettingsDraftContext);
}
