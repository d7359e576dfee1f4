from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/sso-return/{return_to}")
def sso_return(return_to: str):
    """Sso return."""
    source = "manual"
    match source:
        case "manual":
            chosen = return_to
        case _:
            chosen = "/"
    return_to = chosen
    if not return_to.startswith("https://example.com"):
        return_to = "/"
    return RedirectResponse(return_to, status_code=303)
