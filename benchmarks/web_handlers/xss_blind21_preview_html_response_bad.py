import html

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()
PAGE = "<html><body><h1>Preview</h1><article>{body}</article><p>{signature}</p></body></html>"


@app.get("/preview", response_class=HTMLResponse)
async def preview(request: Request):
    body = request.query_params.get("body", "")
    signature = html.escape(request.query_params.get("sig", ""))
    return HTMLResponse(PAGE.format(body=body, signature=signature))
