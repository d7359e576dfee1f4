from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def staff(request):
    """Staff."""
    username = request.GET.getlist("username", [""])[0]
    username = " ".join(username.split())
    users = User.objects.extra(where=["username = %s"], params=[username])
    return JsonResponse({"ids": [user.pk for user in users]})


urlpatterns = [path("staff/", staff)]
