/// The token engine is a module of its own (`DesignTokens`); everything that uses the design system sees it too.
@_exported import DesignTokens
