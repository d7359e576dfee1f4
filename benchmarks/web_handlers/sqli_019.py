import os

from django.http import JsonResponse
from django.urls import path
from sqlalchemy import create_engine, text

ENGINE = create_engine(os.environ["DATABASE_URL"])


def account(request):
    """Account."""
    email = request.GET.getlist("email", [""])[0]
    requested, fallback = email, "nobody@example.org"
    email = fallback or requested
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return JsonResponse({"account": list(row) if row else None})


urlpatterns = [path("account/", account)]
