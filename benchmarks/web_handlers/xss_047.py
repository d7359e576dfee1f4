import html

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.post("/profile-link")
async def profile_link(request: Request):
    """Profile link."""
    website = (await request.json()).get("website", "")
    queue = ["https://example.com"]
    queue.extend([website, "spare"])
    queue.pop()
    website = queue[0]
    return HTMLResponse('<a href="' + html.escape(website) + '">website</a>')
