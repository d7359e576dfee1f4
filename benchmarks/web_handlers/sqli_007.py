import json
import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from sqlalchemy import create_engine, text

ENGINE = create_engine(os.environ["DATABASE_URL"])


@require_http_methods(["POST"])
def account(request):
    """Account."""
    email = json.loads(request.body or b"{}").get("email", "")
    choices = {"fallback": "nobody@example.org", "requested": email}
    email = choices["requested"]
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return JsonResponse({"account": list(row) if row else None})


urlpatterns = [path("account/", account)]
