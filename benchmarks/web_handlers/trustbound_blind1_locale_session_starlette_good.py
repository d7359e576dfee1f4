from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="s3cr3t-key-from-env", https_only=True)


@app.post("/preferences")
async def preferences(request: Request):
    form = await request.form()
    request.session["locale"] = form.get("locale") if form.get("locale") in ("en", "de", "fr") else "en"
    return {"saved": True}
