"""The annotation server: ``create_app(db_path)`` returns a FastAPI app.

``GET /a/<token>`` shows the annotator's next unjudged pair (or the finished page);
``POST /a/<token>/choose`` records ``choice`` (left/right/skip) for the item named by its
``nonce`` and redirects back (or answers JSON when asked). Forms are parsed here from the
urlencoded body so the server needs no multipart package. Model names never reach a page:
templates get positions (A = left, B = right) and code only.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape

from codereward.study import db
from codereward.study.page import highlight, highlight_css, statement_html
from codereward.study.record import CHOICES, mark_shown, record_choice

HERE = Path(__file__).resolve().parent
NO_STORE = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


def _templates() -> Environment:
    return Environment(loader=FileSystemLoader(str(HERE / "templates")), autoescape=select_autoescape(["html"]))


def create_app(db_path: str | Path) -> FastAPI:
    """The study app for one database (checked now, so a wrong path fails at startup)."""
    db_path = Path(db_path)
    with db.opened(db_path) as conn:
        instructions = db.meta(conn).get("instructions", "")
    env = _templates()
    css = highlight_css()
    app = FastAPI(title="codereward preference study", docs_url=None, redoc_url=None, openapi_url=None)
    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")

    def page(name: str, status: int = 200, **context) -> HTMLResponse:
        return HTMLResponse(env.get_template(name).render(**context), status_code=status, headers=NO_STORE)

    def not_found() -> HTMLResponse:
        return page("message.html", 404, heading="Not found",
                    text="This link is not valid. Please check the address you were given.")

    @app.get("/", response_class=HTMLResponse)
    def index() -> HTMLResponse:
        return page("message.html", heading="Code quality study", text="Please open the personal link you were given.")

    @app.get("/healthz")
    def healthz() -> dict:
        return {"ok": True}

    @app.get("/a/{token}", response_class=HTMLResponse)
    def annotate(token: str) -> HTMLResponse:
        with db.opened(db_path) as conn:
            who = db.annotator_by_token(conn, token)
            if who is None:
                return not_found()
            done, total = db.progress(conn, who["id"])
            item = db.next_assignment(conn, who["id"])
            if item is None:
                skipped = conn.execute("SELECT COUNT(*) FROM judgements WHERE annotator_id = ? AND skipped = 1",
                                       (who["id"],)).fetchone()[0]
                return page("finished.html", total=total, skipped=skipped)
            mark_shown(conn, item["id"])
        left, right = (item["code_a"], item["code_b"]) if item["left_slot"] == "a" else (item["code_b"], item["code_a"])
        return page(
            "item.html", token=token, nonce=item["nonce"], instructions=instructions,
            position=done + 1, total=total, statement=statement_html(item["statement"]),
            left_html=highlight(left), right_html=highlight(right), pygments_css=css,
        )

    @app.post("/a/{token}/choose")
    async def choose(token: str, request: Request) -> Response:
        form = await _form(request)
        wants_json = "application/json" in request.headers.get("accept", "")
        nonce, choice = form.get("nonce", ""), form.get("choice", "")
        with db.opened(db_path) as conn:
            who = db.annotator_by_token(conn, token)
            if who is None:
                return not_found()
            if choice not in CHOICES or not nonce:
                return _bad(page, wants_json, f"choice must be one of {', '.join(CHOICES)}, with the item's nonce")
            result = record_choice(conn, who["id"], nonce, choice, form.get("elapsed_ms"))
            if result.status == "unknown-item":
                return _bad(page, wants_json, "that item is not part of your assignment")
            done, total = db.progress(conn, who["id"])
        if wants_json:
            return JSONResponse({"status": result.status, "done": done, "total": total, "next": f"/a/{token}"},
                                headers=NO_STORE)
        return RedirectResponse(f"/a/{token}", status_code=303, headers=NO_STORE)

    return app


def _bad(page, wants_json: bool, text: str) -> Response:
    if wants_json:
        return JSONResponse({"status": "error", "error": text}, status_code=400, headers=NO_STORE)
    return page("message.html", 400, heading="That did not work", text=text)


async def _form(request: Request) -> dict[str, str]:
    """A urlencoded or JSON body as a flat dict of strings (first value of each key)."""
    body = await request.body()
    if len(body) > 64_000:
        return {}
    kind = request.headers.get("content-type", "")
    if kind.startswith("application/json"):
        try:
            data = json.loads(body or b"{}")
        except (json.JSONDecodeError, UnicodeDecodeError):
            return {}
        return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}
    parsed = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True)
    return {k: v[0] for k, v in parsed.items()}
