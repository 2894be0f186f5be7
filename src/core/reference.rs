//! The in-app rules reference: each game's rules in the project's own words (`rules/<id>.md`),
//! split into sections whose anchors match [`Rule::anchor`], so every log line and every
//! "why not?" can link to the paragraph it applied.
//!
//! The text uses a small Markdown subset: `#` title, `##` section, `###` topic, paragraphs and
//! `- ` lists.

use super::rule::slugify;
use super::Rule;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Block {
    Paragraph(String),
    List(Vec<String>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefSection {
    pub title: String,
    /// The part after `#` in a rule's anchor: "3-spellweaving-phase" or "3-spellweaving-phase-time-steps".
    pub anchor: String,
    /// 2 for a section, 3 for a topic inside it.
    pub level: u8,
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reference {
    pub game: String,
    pub title: String,
    pub intro: Vec<Block>,
    pub sections: Vec<RefSection>,
}

impl Reference {
    pub fn parse(game: &str, text: &str) -> Reference {
        let mut reference = Reference { game: game.to_string(), title: String::new(), intro: vec![], sections: vec![] };
        let mut section_slug = String::new();
        let mut paragraph = String::new();
        let mut list: Vec<String> = Vec::new();
        let flush = |blocks: &mut Vec<Block>, paragraph: &mut String, list: &mut Vec<String>| {
            if !paragraph.is_empty() {
                blocks.push(Block::Paragraph(std::mem::take(paragraph)));
            }
            if !list.is_empty() {
                blocks.push(Block::List(std::mem::take(list)));
            }
        };
        for line in text.lines().map(str::trim_end) {
            let (level, title) = match line {
                l if l.starts_with("### ") => (3u8, &l[4..]),
                l if l.starts_with("## ") => (2, &l[3..]),
                l if l.starts_with("# ") => (1, &l[2..]),
                _ => (0, ""),
            };
            let blocks = match reference.sections.last_mut() {
                Some(section) => &mut section.blocks,
                None => &mut reference.intro,
            };
            // A heading or blank line ends both; a list item ends a paragraph; text ends a list.
            let item = line.starts_with("- ");
            let text = level == 0 && !item && !line.trim().is_empty();
            if level > 0 || line.trim().is_empty() || (item && !paragraph.is_empty()) || (text && !list.is_empty()) {
                flush(blocks, &mut paragraph, &mut list);
            }
            match level {
                1 => reference.title = title.trim().to_string(),
                2 | 3 => {
                    let slug = slugify(title);
                    let anchor = if level == 2 {
                        section_slug = slug.clone();
                        slug
                    } else {
                        format!("{section_slug}-{slug}")
                    };
                    reference.sections.push(RefSection {
                        title: title.trim().to_string(),
                        anchor,
                        level,
                        blocks: vec![],
                    });
                }
                _ => {
                    if let Some(item) = line.strip_prefix("- ") {
                        list.push(item.trim().to_string());
                    } else if !line.trim().is_empty() {
                        if !paragraph.is_empty() {
                            paragraph.push(' ');
                        }
                        paragraph.push_str(line.trim());
                    }
                }
            }
        }
        let blocks = match reference.sections.last_mut() {
            Some(section) => &mut section.blocks,
            None => &mut reference.intro,
        };
        flush(blocks, &mut paragraph, &mut list);
        reference
    }

    pub fn section(&self, anchor: &str) -> Option<&RefSection> {
        self.sections.iter().find(|s| s.anchor == anchor)
    }

    /// Where a rule citation links: its topic if the reference has it, else its section.
    pub fn anchor_for(&self, rule: &Rule) -> Option<String> {
        let full = rule.anchor();
        let local = full.split_once('#').map(|(_, a)| a).unwrap_or(&full);
        if self.section(local).is_some() {
            return Some(local.to_string());
        }
        let section = slugify(&rule.section);
        self.section(&section).map(|_| section)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_and_topics_get_rule_anchors() {
        let text = "# Game\nIntro line\nsecond.\n\n## 1. Draw Phase\nDraw.\n### Bury Cards\n- one\n- two\nAfter.\n";
        let r = Reference::parse("g", text);
        assert_eq!(r.title, "Game");
        assert_eq!(r.intro, vec![Block::Paragraph("Intro line second.".into())]);
        assert_eq!(r.sections[0].anchor, "1-draw-phase");
        assert_eq!(r.sections[1].anchor, "1-draw-phase-bury-cards");
        assert_eq!(
            r.sections[1].blocks,
            vec![Block::List(vec!["one".into(), "two".into()]), Block::Paragraph("After.".into())]
        );
        let rule = Rule::new("g", "1. Draw Phase", "Bury Cards");
        assert_eq!(r.anchor_for(&rule).as_deref(), Some("1-draw-phase-bury-cards"));
        let rule = Rule::new("g", "1. Draw Phase", "Unknown topic");
        assert_eq!(r.anchor_for(&rule).as_deref(), Some("1-draw-phase"));
        assert_eq!(r.anchor_for(&Rule::new("g", "Nowhere", "")), None);
    }
}
