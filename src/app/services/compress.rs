//! Compressing a lesson for a link with the browser's own `CompressionStream` (deflate-raw).
//! `web/boot.js` unpacks one (`pages::lesson::unpack_link`), for every module at once.

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

/// Reads a stream to its end.
async fn read_all(stream: ReadableStream) -> Result<Vec<u8>, String> {
    let reader: web_sys::ReadableStreamDefaultReader = stream.get_reader().unchecked_into();
    let mut out = Vec::new();
    loop {
        let chunk = JsFuture::from(reader.read()).await.map_err(|e| format!("the data is damaged ({})", why(e)))?;
        if Reflect::get(&chunk, &"done".into()).ok().and_then(|d| d.as_bool()).unwrap_or(true) {
            return Ok(out);
        }
        let value = Reflect::get(&chunk, &"value".into()).map_err(why)?;
        out.extend(Uint8Array::new(&value).to_vec());
    }
}

/// A `CompressionStream` for deflate-raw, as the pair a stream pipes through. (web-sys binds it
/// only behind its unstable flag; it is in every browser.)
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
    read_all(source(bytes)?.pipe_through(&transform("CompressionStream")?)).await
}
