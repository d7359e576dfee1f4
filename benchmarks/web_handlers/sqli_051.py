import json

from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def staff(request):
    """Staff."""
    username = json.loads(request.body or b"{}").get("username", "")
    username = username or "admin"
    users = User.objects.extra(where=["username = %s"], params=[username])
    return JsonResponse({"ids": [user.pk for user in users]})


urlpatterns = [path("staff/", staff)]
