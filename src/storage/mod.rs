//! Saves: versioned, verified on load, never overwritten when they fail to load.
