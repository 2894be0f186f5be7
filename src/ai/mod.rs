//! Game-independent AI: bots that only ever receive a view (never the true state).
