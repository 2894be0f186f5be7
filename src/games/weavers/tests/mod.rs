//! Weavers tests. Each rules test cites the seed file (`000_4395aa51c193285a.txt`) and the
//! section it holds; scenario tests start from explicit positions built with test-only cards.

mod helpers;

mod casting;
mod content;
mod effects_end;
mod fuzz;
mod illegal;
mod phases;
mod policy;
mod recap;
mod records;
mod setup_draw;
mod views;
mod weaving;
