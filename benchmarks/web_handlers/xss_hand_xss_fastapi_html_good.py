import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()

@app.get("/welcome", response_class=HTMLResponse)
async def welcome(user: str = "guest"):
    parts = ["<html><body>"]
    parts.append(f"<b>{html.escape(user)}</b>")
    parts.append("</body></html>")
    return "".join(parts)
