from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/status-page")
def status_page(status: str = Cookie(default="")):
    """Status page."""
    status = value_or_default(status, "ok", use_request=True)
    rows = []
    rows.extend(["<tr><td>", status, "</td></tr>"])
    return HTMLResponse("<table>" + "".join(rows) + "</table>")
