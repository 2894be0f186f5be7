//! Weavers tests. Each rules test cites the seed file and section it holds.
