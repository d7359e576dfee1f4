from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/continue")
def continue_to(request: Request, next: str = "/"):
    target = request.url_for("home").include_query_params(next=next)
    return RedirectResponse(url=str(target))
