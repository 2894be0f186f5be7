//! Compressing a lesson for a link with the browser's own `CompressionStream` (deflate-raw),
//! and reading one back with a bound on what it may grow to, so a hostile link cannot fill
//! memory: reading stops as soon as the text passes the limit.

use js_sys::{Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{ReadableStream, ReadableWritablePair, WritableStream};

fn why(e: JsValue) -> String {
    e.as_string().or_else(|| js_sys::Error::from(e).message().as_string()).unwrap_or_else(|| "unknown error".into())
}

fn source(bytes: &[u8]) -> Result<ReadableStream, String> {
    let parts = js_sys::Array::of1(&Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(why)?;
    Ok(blob.stream())
}

/// Reads a stream to its end, or refuses once it holds more than `limit` bytes.
async fn read_all(stream: ReadableStream, limit: usize) -> Result<Vec<u8>, String> {
    let reader: web_sys::ReadableStreamDefaultReader = stream.get_reader().unchecked_into();
    let mut out = Vec::new();
    loop {
        let chunk = JsFuture::from(reader.read()).await.map_err(|e| format!("the data is damaged ({})", why(e)))?;
        if Reflect::get(&chunk, &"done".into()).ok().and_then(|d| d.as_bool()).unwrap_or(true) {
            return Ok(out);
        }
        let value = Reflect::get(&chunk, &"value".into()).map_err(why)?;
        out.extend(Uint8Array::new(&value).to_vec());
        if out.len() > limit {
            let _ = reader.cancel();
            return Err(format!("it unpacks to more than {} KB", limit / 1024));
        }
    }
}

/// A `CompressionStream` or `DecompressionStream` for deflate-raw, as the pair a stream pipes
/// through. (web-sys binds these only behind its unstable flag; they are in every browser.)
fn transform(class: &str) -> Result<ReadableWritablePair, String> {
    let missing = || format!("this browser has no {class}");
    let ctor = Reflect::get(&js_sys::global(), &class.into()).ok().and_then(|c| c.dyn_into::<js_sys::Function>().ok());
    let stream =
        Reflect::construct(&ctor.ok_or_else(missing)?, &js_sys::Array::of1(&"deflate-raw".into())).map_err(why)?;
    let readable: ReadableStream = Reflect::get(&stream, &"readable".into()).map_err(why)?.unchecked_into();
    let writable: WritableStream = Reflect::get(&stream, &"writable".into()).map_err(why)?.unchecked_into();
    Ok(ReadableWritablePair::new(&readable, &writable))
}

/// deflate-raw of `bytes`.
pub async fn deflate(bytes: &[u8]) -> Result<Vec<u8>, String> {
    read_all(source(bytes)?.pipe_through(&transform("CompressionStream")?), usize::MAX).await
}

/// The text deflate-raw `bytes` unpack to, refused past `limit` bytes.
pub async fn inflate(bytes: &[u8], limit: usize) -> Result<String, String> {
    let out = read_all(source(bytes)?.pipe_through(&transform("DecompressionStream")?), limit).await?;
    String::from_utf8(out).map_err(|_| "it is not text".to_string())
}
